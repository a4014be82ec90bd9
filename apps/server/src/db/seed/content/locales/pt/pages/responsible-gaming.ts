import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Jogo responsável',
  description:
    'O jogo deve continuar divertido. Os limites, pausas e a autoexclusão que a Satsino oferece, os sinais de alerta e onde buscar ajuda.',
  body: `# Jogo responsável

Os jogos de cassino são entretenimento pago, como qualquer outro: a casa tem vantagem e, com o tempo, a maioria dos jogadores perde mais do que ganha. Jogue com um dinheiro que você pode perder, nunca para ganhar dinheiro ou recuperar perdas. Queremos que você aproveite a Satsino por muito tempo, e por isso oferecemos as ferramentas para você manter o controle.

## Sinais de alerta

Dê um passo atrás se alguma destas situações parecer familiar:

- você gasta mais dinheiro ou tempo do que planejou, ou mais do que pode;
- você tenta recuperar perdas, ou deposita de novo para reaver o que perdeu;
- você pega dinheiro emprestado, vende coisas ou usa o dinheiro das contas para jogar;
- o jogo provoca discussões, ou você o esconde das pessoas próximas;
- você se sente ansioso, irritado ou para baixo quando não está jogando.

## Ferramentas que oferecemos

Fale com o Atendimento ao cliente pelo chat ao vivo para ativar qualquer uma delas; elas entram em vigor assim que são confirmadas.

- **Limites de depósito** diários, semanais ou mensais. A redução de um limite vale na hora; o aumento só vale após 24 horas, para que a decisão nunca seja tomada no calor do momento.
- **Lembretes de perdas e de sessão**, que informam há quanto tempo você está jogando e quanto ganhou ou perdeu.
- **Pausa:** um intervalo de 24 horas, uma semana ou um mês, durante o qual você não consegue entrar para jogar.
- **Autoexclusão** por seis meses, um ano, cinco anos ou permanentemente. Sua conta fica encerrada durante todo o período, o saldo restante é pago a você e você não recebe marketing. Uma autoexclusão não pode ser encurtada nem revogada antes do fim.

Os bônus nunca obrigam você a continuar jogando: você pode recusar qualquer bônus e sempre pode depositar sem nenhum.

## Proteção de menores

Menores de ${f.age} anos não podem jogar na Satsino. Verificamos a idade sempre que houver qualquer dúvida e encerramos contas de menores. Se crianças usam o seu dispositivo, mantenha sua senha em sigilo, saia da conta depois de jogar e considere usar um software de controle parental que bloqueie sites de apostas.

## Dicas para jogar com mais segurança

- Antes de começar, decida quanto vai gastar e por quanto tempo vai jogar, e pare ao atingir qualquer um dos dois limites.
- Nunca jogue quando estiver chateado, cansado ou sob efeito de álcool.
- Encare qualquer ganho como um bônus, não como renda, e saque-o.
- Faça pausas regulares e equilibre o jogo com outras atividades.

## Onde buscar ajuda

Se o jogo está causando problemas para você, conversar ajuda. Estas organizações oferecem apoio gratuito e confidencial:

- [Gamblers Anonymous](https://www.gamblersanonymous.org) — reuniões e apoio no mundo todo.
- [GamCare](https://www.gamcare.org.uk) — orientação e aconselhamento.
- [BeGambleAware](https://www.begambleaware.org) — informações e linha de ajuda.

Nossa equipe de Atendimento ao cliente é treinada para ajudar: se você nos disser que está preocupado com a forma como joga, definimos limites ou encerramos sua conta na hora, sem pedir justificativas.
`,
};
